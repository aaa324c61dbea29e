import { createWebpackConfigs } from '@raketa/platform';
import federation from './federation.config';

// The browser's build and the server renderer's (federation.config.ts `ssr`).
export default createWebpackConfigs(__dirname, federation);
