import { useEffect } from "react";

const BRAND = "Greenlight";

/** Names the browser tab after the screen, so history and tabs say where each one leads. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND}` : BRAND;
  }, [title]);
}
