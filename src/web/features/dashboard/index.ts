// What other features may use of the dashboard: its score trend card, which the analytics page shows too.
export { ScoreTrendCard } from "./trend-cards.tsx";
