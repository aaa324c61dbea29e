import { createWebpackConfig } from '@raketa/platform';
import federation from './federation.config';

export default createWebpackConfig(__dirname, federation);
