import { JOB_QUALIFICATIONS, JOB_TYPES } from "@vv/shared/jobs";
import { useTranslation } from "react-i18next";
import { BoardListPage } from "../boards/BoardListPage";
import { selectOptions } from "../boards/options";
import { jobsApi } from "./api";
import { JobCardView } from "./JobCardView";

/** /job-updates: open, approved job posts for everyone, filtered through the URL. */
export function JobsBoardPage() {
  const { t, i18n } = useTranslation(["jobs", "common"]);
  const lang = i18n.language;
  return (
    <BoardListPage
      ns="jobs"
      basePath="/job-updates"
      addLabel="board.post"
      useList={jobsApi.useList}
      filters={[
        {
          key: "districtId",
          label: t("fields.district"),
          placeholder: t("board.allDistricts"),
          data: "district",
        },
        {
          key: "jobType",
          label: t("fields.jobType"),
          placeholder: t("board.allTypes"),
          data: selectOptions(JOB_TYPES, lang),
        },
        {
          key: "qualificationId",
          label: t("fields.qualification"),
          placeholder: t("board.allQualifications"),
          data: selectOptions(JOB_QUALIFICATIONS, lang),
        },
      ]}
      cols={{ base: 1, md: 2 }}
      renderItem={(job) => <JobCardView key={job.id} job={job} />}
    />
  );
}
