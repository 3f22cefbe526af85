import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** A screen receives its route's parameters (for example `ideaId`) as props. */
export type PageProps = Record<string, string | undefined>;
export type PageComponent = LazyExoticComponent<ComponentType<PageProps>>;

/** Loads a screen's named export in its own chunk the first time the screen is opened. */
export function lazyPage<M extends object>(load: () => Promise<M>, exportName: keyof M & string): PageComponent {
  return lazy(async () => {
    const module = await load();
    return { default: module[exportName] as unknown as ComponentType<PageProps> };
  });
}
