import type { AnyRoute } from "../http/route";
import { moderationKeywordRoutes } from "./moderation-keywords";
import { moderationReasonRoutes } from "./moderation-reasons";
import { moderationReviewRoutes } from "./moderation-review";
import { moderationRuleRoutes } from "./moderation-rules";

export const moderationRoutes: AnyRoute[] = [
  ...moderationRuleRoutes,
  ...moderationKeywordRoutes,
  ...moderationReasonRoutes,
  ...moderationReviewRoutes,
];
