// The candidate profile (api/AUTH.md, "Profile"). The UI shows each key through `profile.options.*`
// translations; the API stores and checks the keys.
export * from './profile-keys';

/** CV uploads: the one CV rule (../contracts/cv), the same for an application's CV. */
export { CV_EXTENSIONS, CV_MAX_BYTES } from '../contracts/cv';

// The answer's shapes are one definition each in ../contracts/profile (the API serialises with it).
export type { CvInfo, LanguageSkill, Profile, ProfileSalary as Salary } from '../contracts/profile';

// What a valid `PATCH /api/profile` changes: one definition in ../contracts/profile-patch.
export type { ProfilePatch } from '../contracts/profile-patch';
