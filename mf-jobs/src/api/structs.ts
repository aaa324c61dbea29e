// Superstruct checks of the job-board API's answers, made from their one definition in
// @raketa/shared/contracts (the schemas the API serialises with). Extra properties are ignored,
// so the API may grow without breaking this remote.
import { hydraCollection } from '@raketa/shared';
import {
  closedJobSchema,
  companyProfileSchema,
  companySummarySchema,
  followedCompanySchema,
  jobDetailSchema,
  jobFacetsSchema,
  jobSummarySchema,
  savedJobSchema,
  toStruct,
  viewerMarksSchema,
  type ClosedJob as ClosedJobShape,
  type CompanyProfile as CompanyProfileShape,
  type CompanySummary as CompanySummaryShape,
  type FollowedCompany as FollowedCompanyShape,
  type JobDetail as JobDetailShape,
  type JobFacets as JobFacetsShape,
  type JobSummary as JobSummaryShape,
  type SavedJob as SavedJobShape,
  type ViewerMarks as ViewerMarksShape,
} from '@raketa/shared/contracts';
import { array, number, optional, string, type, type Struct } from 'superstruct';

export const JobSummary: Struct<JobSummaryShape> = toStruct(jobSummarySchema);
export const SavedJob: Struct<SavedJobShape> = toStruct(savedJobSchema);
export const JobDetail: Struct<JobDetailShape> = toStruct(jobDetailSchema);
export const JobFacets: Struct<JobFacetsShape> = toStruct(jobFacetsSchema);
export const CompanySummary: Struct<CompanySummaryShape> = toStruct(companySummarySchema);
export const FollowedCompany: Struct<FollowedCompanyShape> = toStruct(followedCompanySchema);
export const CompanyProfile: Struct<CompanyProfileShape> = toStruct(companyProfileSchema);
export const ClosedJob: Struct<ClosedJobShape> = toStruct(closedJobSchema);
export const ViewerMarks: Struct<ViewerMarksShape> = toStruct(viewerMarksSchema);

export const JobPage = type({
  'hydra:member': array(JobSummary),
  'hydra:totalItems': number(),
  'hydra:view': optional(type({ '@id': string(), 'hydra:next': optional(string()), 'hydra:last': optional(string()) })),
  'raketa:facets': optional(JobFacets),
});

export const CompanyPage = hydraCollection(CompanySummary);
