import { JOB_QUALIFICATIONS, JOB_TYPES } from "@vv/shared/job-options";
import { prefetchOnce } from "../../app/query-client";
import { type BoardFilter, BoardListPage, primeBoardList } from "../boards/BoardListPage";
import { jobsApi } from "./api";
import { JobCardView } from "./JobCardView";

const JOB_FILTERS: BoardFilter[] = [
  ["districtId", "fields.district", "board.allDistricts"],
  ["jobType", "fields.jobType", "board.allTypes", JOB_TYPES],
  ["qualificationId", "fields.qualification", "board.allQualifications", JOB_QUALIFICATIONS],
];

/** The landing board's answers before its first render (app/router.tsx). */
export const primeJobsBoard = () =>
  primeBoardList((filters, lang) => prefetchOnce(jobsApi.listQuery(filters, lang)), JOB_FILTERS);

/** /job-updates: open, approved job posts for everyone, filtered through the URL. */
export function JobsBoardPage() {
  return (
    <BoardListPage
      board={jobsApi}
      filters={JOB_FILTERS}
      cols={{ base: 1, md: 2 }}
      renderItem={(job) => <JobCardView key={job.id} job={job} />}
    />
  );
}
