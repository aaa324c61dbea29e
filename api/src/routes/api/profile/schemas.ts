// Response schemas of /api/profile (api/AUTH.md, "Profile"): the one definition in
// @raketa/shared/contracts (profile.ts), which the UI parses the answers with too.
export { cvInfoSchema, profileSchema } from '@raketa/shared/contracts';
