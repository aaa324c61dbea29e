import { createWebpackConfigs } from '@raketa/platform';
import federation from './federation.config';

export default createWebpackConfigs(__dirname, federation);
