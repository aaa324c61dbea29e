// Learning answer shapes (api/LEARNING.md, api/TESTS.md) for the browser and the server.
export * from './courses';
export * from './tests';
