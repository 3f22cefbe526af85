import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { useHydrated } from "../layout/use-hydrated.ts";
import { FAQ_ITEMS } from "./faq-items.ts";
import { PageFrame } from "./page-frame.tsx";

/**
 * An accordion holding one open item index or none; the first is open at first,
 * and clicking the open one closes it. Its questions are disabled in the prerendered page until the
 * script has hydrated it: a click before then is visibly not taken rather than lost.
 */
export function FaqPage() {
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const hydrated = useHydrated();
  return (
    <PageFrame title="Frequently Asked Questions" lead="Short answers to what founders ask us most.">
      <Accordion.Root
        type="single"
        collapsible
        value={openIndex === null ? "" : String(openIndex)}
        onValueChange={(value) => setOpenIndex(value === "" ? null : Number(value))}
        disabled={!hydrated}
        className="flex flex-col gap-3"
      >
        {FAQ_ITEMS.map((item, index) => (
          <Accordion.Item key={item.question} value={String(index)} className="rounded-xl border bg-card text-card-foreground">
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-progress">
                  {item.question}
                  <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 leading-relaxed text-muted-foreground">{item.answer}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <p className="mt-10 text-muted-foreground">
        Still wondering about something? <Link href="/contact" className="font-medium text-primary underline underline-offset-4">Ask us</Link>.
      </p>
    </PageFrame>
  );
}
