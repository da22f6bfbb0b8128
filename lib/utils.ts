import { type ClassValue, clsx } from "clsx";
import { mergeClasses } from "./class-merge";

/** Joins class names, letting later Tailwind classes win (see `mergeClasses`). */
export const cn = (...inputs: ClassValue[]) => mergeClasses(clsx(inputs));
