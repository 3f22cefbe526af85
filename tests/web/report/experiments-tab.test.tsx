// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ExperimentsTab } from "../../../src/web/features/report/experiments-tab.tsx";
import { downloadReportPdf } from "../../../src/web/features/report/api.ts";
import { ownerReportApi } from "../../../src/web/features/report/report-source.ts";
import { IDEA_ID, installBrowserGaps, renderInApp, sourcedReport } from "./report-test-kit.tsx";
import { jsonResponse, mockFetch } from "../../../src/web/test/mock-fetch.ts";

beforeAll(installBrowserGaps);
afterEach(() => vi.restoreAllMocks());

const recorded = {
  id: "00000000-0000-4000-8000-0000000000e1", ideaId: IDEA_ID, kind: "smoke-test", assumptionId: null, note: "Ran for a week",
  interviewsHeld: null, painConfirmed: null, painDenied: null, wouldPay: null, visitors: 250, signups: 12, presales: null,
  createdAt: "2025-07-01T09:00:00.000Z",
};

describe("the Experiments tab", () => {
  it("lists what was recorded and sends a new result with its counts as numbers", async () => {
    const stored = [recorded];
    const { requests } = mockFetch({
      [`GET /api/ideas/${IDEA_ID}/evidence`]: () => jsonResponse(stored),
      [`POST /api/ideas/${IDEA_ID}/evidence`]: () => jsonResponse({ ...recorded, id: "00000000-0000-4000-8000-0000000000e2" }, 201),
    });
    renderInApp(<ExperimentsTab ideaId={IDEA_ID} report={sourcedReport()} />);
    expect(await screen.findByText("Smoke test: 250 visitors, 12 sign-ups")).toBeInTheDocument();
    expect(screen.getByText("Ran for a week")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Interviews held"), "8");
    await user.type(screen.getByLabelText("Confirmed the pain"), "6");
    await user.type(screen.getByLabelText("Denied the pain"), "2");
    await user.type(screen.getByLabelText("Would pay"), "3");
    await user.click(screen.getByRole("button", { name: "Record result" }));
    await waitFor(() => expect(requests.some((request) => request.method === "POST")).toBe(true));
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({
      kind: "interviews", interviewsHeld: 8, painConfirmed: 6, painDenied: 2, wouldPay: 3, note: "", assumptionId: null,
    });
  });

  it("shows the server's sentence when a result is refused", async () => {
    mockFetch({
      [`GET /api/ideas/${IDEA_ID}/evidence`]: () => jsonResponse([]),
      [`POST /api/ideas/${IDEA_ID}/evidence`]: () => jsonResponse({ error: "More sign-ups than visitors: sign-ups can be at most the visitors", code: "invalid_request" }, 400),
    });
    renderInApp(<ExperimentsTab ideaId={IDEA_ID} report={sourcedReport()} />);
    expect(await screen.findByText(/Nothing recorded yet/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("What did you test?"), "smoke-test");
    await user.type(screen.getByLabelText("Visitors"), "10");
    await user.type(screen.getByLabelText("Sign-ups"), "11");
    await user.click(screen.getByRole("button", { name: "Record result" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("More sign-ups than visitors: sign-ups can be at most the visitors");
  });
});

describe("a version's PDF", () => {
  it("asks for the version shown and the chosen keyword", async () => {
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:report"), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { requests } = mockFetch({
      [`GET /api/ideas/${IDEA_ID}/report.pdf`]: () => new Response(new Blob(["%PDF-1.3"]), { headers: { "content-type": "application/pdf" } }),
    });
    await downloadReportPdf({ url: ownerReportApi(IDEA_ID, 2).pdfUrl, keyword: "invoice app" });
    expect(requests[0]?.url).toBe(`/api/ideas/${IDEA_ID}/report.pdf?version=2&keyword=invoice%20app`);
  });
});
