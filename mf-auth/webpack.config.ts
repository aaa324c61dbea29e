import { createWebpackConfig } from '@raketa/shared/platform';
import federation from './federation.config';

export default createWebpackConfig(__dirname, federation);
