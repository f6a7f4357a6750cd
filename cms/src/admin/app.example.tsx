export default {
  config: {
    locales: [],
  },
  bootstrap() {},
};
