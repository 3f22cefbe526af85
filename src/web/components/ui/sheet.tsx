import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { DialogOverlay } from "./dialog.tsx";

/** A panel that slides in from one edge of the screen; built on the dialog primitive. */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const sheetVariants = cva(
  "fixed z-50 flex flex-col gap-4 bg-card p-6 text-card-foreground shadow-lg transition ease-out focus:outline-none motion-safe:duration-200",
  {
    variants: {
      side: {
        bottom: "inset-x-0 bottom-0 max-h-[85dvh] overflow-y-auto rounded-t-xl border-t motion-safe:data-[state=open]:animate-[sheet-in-bottom_200ms_ease-out]",
        left: "inset-y-0 left-0 h-full w-[min(20rem,85vw)] overflow-y-auto border-r motion-safe:data-[state=open]:animate-[sheet-in-left_200ms_ease-out]",
        right: "inset-y-0 right-0 h-full w-[min(20rem,85vw)] overflow-y-auto border-l motion-safe:data-[state=open]:animate-[sheet-in-right_200ms_ease-out]",
      },
    },
    defaultVariants: { side: "bottom" },
  },
);

export function SheetContent({
  className,
  children,
  side,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & VariantProps<typeof sheetVariants>) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-8", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-semibold", className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
