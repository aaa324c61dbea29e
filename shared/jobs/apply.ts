// Job applications (api/JOBS.md, "Apply"): the fields' rules and the CV's are one definition each in
// ../contracts (application.ts, cv.ts); re-exported here for the job board's other users.
export { APPLICATION_ERRORS, APPLICATION_LIMITS, type ApplicationError } from '../contracts/application';
