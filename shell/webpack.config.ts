import { createWebpackConfigs } from '@raketa/shared/platform';
import federation from './federation.config';

export default createWebpackConfigs(__dirname, federation);
