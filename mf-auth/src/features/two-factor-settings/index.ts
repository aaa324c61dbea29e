// Public entry of the two-factor settings feature (embedded in the profile's security section).
export { TwoFactorSettings } from './components/two-factor-settings';
