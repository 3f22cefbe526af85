import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/**
 * Runs `onChange` after the location changes, never for the location the page first rendered at:
 * hydrating the prerendered page, or mounting, is no navigation.
 */
export function useLocationChange(onChange: () => void): void {
  const [location] = useLocation();
  const seen = useRef(location);
  useEffect(() => {
    if (seen.current === location) return;
    seen.current = location;
    onChange();
  }, [location]);
}
