import { JOB_QUALIFICATIONS, JOB_TYPES } from "@vv/shared/job-options";
import { BoardListPage } from "../boards/BoardListPage";
import { jobsApi } from "./api";
import { JobCardView } from "./JobCardView";

/** /job-updates: open, approved job posts for everyone, filtered through the URL. */
export function JobsBoardPage() {
  return (
    <BoardListPage
      board={jobsApi}
      filters={[
        ["districtId", "fields.district", "board.allDistricts"],
        ["jobType", "fields.jobType", "board.allTypes", JOB_TYPES],
        ["qualificationId", "fields.qualification", "board.allQualifications", JOB_QUALIFICATIONS],
      ]}
      cols={{ base: 1, md: 2 }}
      renderItem={(job) => <JobCardView key={job.id} job={job} />}
    />
  );
}
