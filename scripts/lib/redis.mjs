// Tests start redis-server processes of their own (on their own ports, to kill and restart them): Debian's Redis.
// The bench asks whether a Redis answers before it shares the proxies' state through it.
import net from 'node:net';
import { ensureDebianPackage } from './debian-package.mjs';

export const redisServerPath = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export const ensureRedisServer = () =>
  ensureDebianPackage({ binary: redisServerPath, pkg: 'redis-server', purpose: 'the tests', pathVariable: 'REDIS_SERVER_PATH' });

/** Whether something accepts TCP connections at a redis:// URL within a second (its port, else 6379). */
export const answersOnTcp = (url) =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(1000, () => socket.destroy());
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
