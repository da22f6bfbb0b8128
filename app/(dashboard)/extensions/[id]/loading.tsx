export { PageSkeleton as default } from "../../_components/page-skeleton";
