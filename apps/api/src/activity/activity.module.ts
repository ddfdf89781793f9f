import type { FeatureModule } from "../http/route-table.js";
import { type ActivityLog, createActivityLog } from "./activity-log.js";

declare module "../core/module.js" {
  interface Services {
    activity: ActivityLog;
  }
}

/** The signed-in customers' activity log (user_activity_logs). */
export const activityModule: FeatureModule = {
  name: "activity",
  setup({ db, background }) {
    const activity = createActivityLog(db, background);
    return { provides: { activity }, settle: () => activity.flush() };
  },
};
