import { Component, type ErrorInfo, type ReactNode } from "react";
import { buttonVariants } from "./ui/button";

type Props = { children: ReactNode };
type State = { error: Error | null };

/** Last line of defence: a friendly screen instead of a blank page (e.g. a chunk that failed). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Unexpected error while rendering", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-gray-900">Something went wrong</h1>
        <p className="mt-2 text-gray-700">This page hit a snag. Reloading usually fixes it.</p>
        <a href={window.location.href} className={buttonVariants({ className: "mt-6" })}>
          Reload the page
        </a>
      </div>
    );
  }
}
