import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { goBackFrom, recordVisit } from "./navigation-history.ts";

export interface NavigationState {
  currentPage: string;
  previousPage: string | null;
  history: readonly string[];
  /** True while the next screen's code is still loading. */
  isLoading: boolean;
}

export interface NavigationApi extends NavigationState {
  navigate: (path: string) => void;
  /** The previous path in the history, or /library when there is none. */
  goBack: () => void;
  setLoading: (loading: boolean) => void;
}

const NavigationContext = createContext<NavigationApi | null>(null);

/** Remembers the last 10 signed-in paths so "back" can stay inside the app. */
export function NavigationProvider({ children }: { children: ReactNode }) {
  const [location, setLocation] = useLocation();
  const [history, setHistory] = useState<readonly string[]>(() => [location]);
  const [isLoading, setLoading] = useState(false);
  // A back navigation already trimmed the history; its arrival must not be recorded again.
  const historyRef = useRef(history);
  historyRef.current = history;

  useEffect(() => {
    setHistory((previous) => recordVisit(previous, location));
  }, [location]);

  const navigate = useCallback((path: string) => setLocation(path), [setLocation]);
  const goBack = useCallback(() => {
    const { target, history: trimmed } = goBackFrom(historyRef.current);
    setHistory(trimmed);
    setLocation(target);
  }, [setLocation]);

  const value = useMemo<NavigationApi>(
    () => ({
      currentPage: location,
      previousPage: history.length > 1 ? (history.at(-2) ?? null) : null,
      history,
      isLoading,
      navigate,
      goBack,
      setLoading,
    }),
    [location, history, isLoading, navigate, goBack],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** Using navigation state outside its provider is a developer error. */
export function useNavigation(): NavigationApi {
  const context = useContext(NavigationContext);
  if (!context) throw new Error("useNavigation must be used within a NavigationProvider");
  return context;
}
