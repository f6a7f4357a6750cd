export default {
  rest: {
    defaultLimit: 25,
    // Raised deliberately: the proxy asks for whole subtopics' question lists in one round trip
    // and pages through anything larger (see proxy/src/strapi/client.ts).
    maxLimit: 1000,
    withCount: true,
  },
};
