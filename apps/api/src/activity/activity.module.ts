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
    return {
      provides: { activity },
      // Requests refused before a route are identified after their answer, in the background:
      // wait for those, then write what they recorded.
      settle: async () => {
        await background.settle();
        await activity.flush();
      },
    };
  },
};
