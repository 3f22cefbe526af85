// The brand mark other features show.
export { BRAND_NAME, BrandLogo } from "./brand-logo.tsx";
