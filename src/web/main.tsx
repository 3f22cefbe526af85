import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { startTheme } from "./lib/theme.ts";
import "./styles.css";

startTheme();

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain a #root element");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
