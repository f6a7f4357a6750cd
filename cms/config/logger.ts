import { winston, formats } from '@strapi/logger';

/** STRAPI_LOG_LEVEL quiets Strapi in tests and benchmarks ('error'); the default shows HTTP lines. */
const level = process.env.STRAPI_LOG_LEVEL || 'http';

export default {
  transports: [
    new winston.transports.Console({
      level,
      format: winston.format.combine(formats.levelFilter(level), formats.prettyPrint({ timestamps: 'YYYY-MM-DD HH:mm:ss.SSS' })),
    }),
  ],
};
