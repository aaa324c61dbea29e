/** The shell's pages for operators and tests, loaded on demand (shell-page.tsx). */
export { AboutBuildPage } from './about-build-page';
export { IconsPage } from './icons-page';
export { EasterEggClientPage, EasterEggServerPage, Error1TestPage, Error2TestPage, Error3TestPage } from './test-pages';
