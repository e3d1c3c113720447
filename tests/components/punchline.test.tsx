import { act, fireEvent, render, screen } from "@testing-library/react";
import { type ChangeEvent, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PunchlineField } from "#client/entities/quip/components/punchline-field.tsx";
import { QuipText } from "#client/entities/quip/components/quip-text.tsx";
import { LIMITS } from "#shared/limits.ts";
import { PUNCHLINE_MSG } from "#shared/messages/quips.ts";

/**
 * A quip's punchline behind its tap (decision 0163): the setup shows, then a real button that
 * says whether the punchline is shown and reveals it in place, asking the server nothing; until
 * then the punchline is not in the page. Moderators read it open. Written, it is added and
 * removed beside the setup, with one counter for both.
 */
const QUIP = {
  content: "I told my wife she was drawing her eyebrows too high.",
  punchline: "She looked surprised.",
};

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchSpy = vi.fn();
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a punchline behind its tap", () => {
  it("shows the setup and a collapsed button, and not the punchline", () => {
    const { container } = render(<QuipText quip={QUIP} />);
    expect(screen.getByText(QUIP.content)).toBeTruthy();
    const button = screen.getByRole("button", { name: PUNCHLINE_MSG.show });
    expect(button.tagName).toBe("BUTTON");
    // A real button: the browser presses it with Enter and Space as with a tap.
    expect(button.getAttribute("type")).toBe("button");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const controlled = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(controlled?.hidden).toBe(true);
    expect(container.textContent).not.toContain(QUIP.punchline);
  });

  it("reveals it in place on a press, the focus staying on the button, and hides it again", () => {
    render(<QuipText quip={QUIP} />);
    const button = screen.getByRole("button", { name: PUNCHLINE_MSG.show });
    button.focus();
    fireEvent.click(button);
    expect(screen.getByText(QUIP.punchline)).toBeTruthy();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.textContent).toContain(PUNCHLINE_MSG.hide);
    expect(document.activeElement).toBe(button);
    const controlled = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(controlled?.hidden).toBe(false);
    expect(controlled?.textContent).toBe(QUIP.punchline);
    fireEvent.click(button);
    expect(screen.queryByText(QUIP.punchline)).toBeNull();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("offers no button for a quip without a punchline", () => {
    render(<QuipText quip={{ content: QUIP.content, punchline: null }} />);
    expect(screen.getByText(QUIP.content)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows both parts open to those who read the whole quip, the punchline named", () => {
    const { container } = render(<QuipText quip={QUIP} open />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.textContent).toContain(QUIP.content);
    expect(container.textContent).toContain(`${PUNCHLINE_MSG.label}${QUIP.punchline}`);
  });
});

const SETUP = "a".repeat(LIMITS.quipMax - 10);

function Writing({ initial = "" }: { initial?: string }) {
  const [punchline, setPunchline] = useState(initial);
  const [isOpen, setOpen] = useState(initial !== "");
  return (
    <PunchlineField
      field={{
        id: "p",
        name: "punchline",
        value: punchline,
        onChange: (event: ChangeEvent<HTMLTextAreaElement>) => setPunchline(event.target.value),
      }}
      setup={SETUP}
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) setPunchline("");
      }}
    />
  );
}

describe("writing a punchline", () => {
  it("opens its field with the focus in it, and counts both parts against one limit", async () => {
    render(<Writing />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: PUNCHLINE_MSG.add }));
    });
    const box = screen.getByRole("textbox", { name: PUNCHLINE_MSG.label });
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: "b".repeat(11) } });
    expect(screen.getByText(`${LIMITS.quipMax + 1}/${LIMITS.quipMax}`)).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
  });

  it("removes it, emptied, and gives the focus back to Add a punchline", async () => {
    render(<Writing initial="Hay." />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: PUNCHLINE_MSG.remove }));
    });
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: PUNCHLINE_MSG.add }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: PUNCHLINE_MSG.add }));
    });
    expect((screen.getByRole("textbox") as HTMLTextAreaElement).value).toBe("");
  });
});
