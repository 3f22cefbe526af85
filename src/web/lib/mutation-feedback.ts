import type { UseMutationOptions } from "@tanstack/react-query";

/**
 * What a screen adds to a data module's mutation hook: its own feedback (toasts, navigation, local
 * state). The request and its effect on the cache stay in the data module.
 */
export type MutationFeedback<TData, TVariables> = Pick<UseMutationOptions<TData, Error, TVariables>, "onSuccess" | "onError" | "onSettled">;
