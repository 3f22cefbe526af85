import { StyleSheet } from "@react-pdf/renderer";

/** Print colours for the score tones: darker than the screen ones so they hold up in greyscale. */
export const TONE_COLORS = {
  green: "#15803d",
  blue: "#1d4ed8",
  yellow: "#a16207",
  orange: "#c2410c",
  red: "#b91c1c",
  grey: "#4b5563",
} as const;

export const INK = "#111827";
export const MUTED = "#4b5563";
export const RULE = "#d1d5db";
export const BRAND = "#15803d";

export const styles = StyleSheet.create({
  page: { paddingTop: 48, paddingBottom: 56, paddingHorizontal: 48, fontFamily: "Helvetica", fontSize: 10, color: INK },
  // Line height in points, per text style: react-pdf 4.9 scales a unitless one from a larger base
  // than the font size (1 gives 18pt lines at 10pt), and a page-level one empties the page number.
  body: {},
  runningHeader: { position: "absolute", top: 20, left: 48, right: 48, flexDirection: "row", justifyContent: "space-between", fontSize: 8, color: MUTED },
  footerLeft: { position: "absolute", bottom: 24, left: 48, right: 140, fontSize: 8, color: MUTED },
  footerRight: { position: "absolute", bottom: 24, right: 48, width: 88, fontSize: 8, color: MUTED, textAlign: "right" },
  title: { fontSize: 20, fontFamily: "Helvetica-Bold", marginBottom: 6, lineHeight: "24pt" },
  kicker: { fontSize: 9, color: BRAND, fontFamily: "Helvetica-Bold", marginBottom: 4 },
  h2: { fontSize: 14, fontFamily: "Helvetica-Bold", marginTop: 18, marginBottom: 8, paddingBottom: 3, borderBottomWidth: 1, borderBottomColor: RULE },
  h3: { fontSize: 11, fontFamily: "Helvetica-Bold", marginTop: 10, marginBottom: 4 },
  h4: { fontSize: 10, fontFamily: "Helvetica-Bold", marginTop: 6, marginBottom: 2 },
  paragraph: { marginBottom: 4, lineHeight: "13.5pt" },
  muted: { color: MUTED },
  small: { fontSize: 8.5, color: MUTED },
  bold: { fontFamily: "Helvetica-Bold" },
  row: { flexDirection: "row" },
  metaRow: { flexDirection: "row", flexWrap: "wrap", marginTop: 6, marginBottom: 4 },
  metaItem: { marginRight: 16, fontSize: 9, color: MUTED },
  listItem: { flexDirection: "row", marginBottom: 2 },
  listMarker: { width: 16, color: MUTED },
  listText: { flex: 1, lineHeight: "13.5pt" },
  scoreGrid: { flexDirection: "row", marginBottom: 6 },
  scoreBox: { flex: 1, borderWidth: 0.75, borderColor: RULE, borderRadius: 4, padding: 8, marginRight: 6 },
  scoreBoxLast: { marginRight: 0 },
  scoreLabel: { fontSize: 9, color: MUTED },
  scoreValue: { fontSize: 16, fontFamily: "Helvetica-Bold", marginVertical: 2 },
  barTrack: { height: 4, backgroundColor: "#e5e7eb", borderRadius: 2, marginTop: 2 },
  barFill: { height: 4, borderRadius: 2 },
  table: { borderWidth: 0.5, borderColor: RULE, marginVertical: 4 },
  tableRow: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: RULE },
  tableHead: { backgroundColor: "#f3f4f6", fontFamily: "Helvetica-Bold" },
  cell: { flex: 1, padding: 4, lineHeight: "13pt" },
  cellWide: { flex: 3, padding: 4, lineHeight: "13pt" },
  badge: { fontFamily: "Helvetica-Bold", fontSize: 10 },
  callout: { backgroundColor: "#f3f4f6", padding: 8, borderRadius: 4, marginVertical: 4 },
  source: { marginBottom: 8 },
  link: { color: "#1d4ed8", textDecoration: "none", fontSize: 8.5 },
});
