import { useMutation } from "@tanstack/react-query";
import type { ShareLinkCreated, ShareLinksRevoked } from "../../../shared/contracts/share-link.ts";
import { request } from "../../lib/request.ts";

export interface CreatedShareLink extends ShareLinkCreated {
  /** The absolute address to hand out. */
  url: string;
}

export function useCreateShareLink(ideaId: string) {
  return useMutation({
    mutationFn: async (): Promise<CreatedShareLink> => {
      const created = await request<ShareLinkCreated>({ method: "POST", url: `/api/ideas/${encodeURIComponent(ideaId)}/share-links` });
      return { ...created, url: new URL(created.path, window.location.origin).href };
    },
  });
}

export function useRevokeShareLinks(ideaId: string) {
  return useMutation({
    /** One link by id, or every link to this report when no id is given. */
    mutationFn: async (linkId: string | null): Promise<number> => {
      const base = `/api/ideas/${encodeURIComponent(ideaId)}/share-links`;
      if (linkId) {
        await request({ method: "DELETE", url: `${base}/${encodeURIComponent(linkId)}` });
        return 1;
      }
      return (await request<ShareLinksRevoked>({ method: "DELETE", url: base })).revokedCount;
    },
  });
}

/** Copies text to the clipboard; false when the browser refuses (no permission, insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
