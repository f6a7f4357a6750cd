// Tests start redis-server processes of their own (on their own ports, to kill and restart them): Debian's Redis.
import { ensureDebianPackage } from './debian-package.mjs';

export const redisServerPath = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export const ensureRedisServer = () =>
  ensureDebianPackage({ binary: redisServerPath, pkg: 'redis-server', purpose: 'the tests', pathVariable: 'REDIS_SERVER_PATH' });
