module.exports = require('../shared/testing/jest-project')(__dirname);
