module.exports = require('./testing/jest-project')(__dirname);
