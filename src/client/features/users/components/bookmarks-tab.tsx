import { Bookmark } from "lucide-react";
import { TabEmpty, TabHeading } from "#client/components/ui/tab-section.tsx";
import { QuipList } from "#client/entities/quip/index.ts";
import { useBookmarks } from "#client/features/users/api/get-bookmarks.ts";
import { PROFILE_MSG } from "#shared/messages/users.ts";

/** The member's own bookmarks, 20 at a time; n counts those loaded ("20+" while more remain). */
export function BookmarksTab({ userId }: { userId: string }) {
  const bookmarks = useBookmarks(userId);
  const loaded = bookmarks.data?.pages.flat().length ?? 0;
  const count = bookmarks.isPending ? "…" : `${loaded}${bookmarks.hasNextPage ? "+" : ""}`;
  return (
    <>
      <TabHeading title={PROFILE_MSG.bookmarksTitle(count)} />
      <QuipList
        query={bookmarks}
        label="Your bookmarks"
        endText="You've reached the end of your bookmarks."
        empty={
          <TabEmpty
            title="No bookmarks yet"
            icon={<Bookmark aria-hidden="true" className="size-6" />}
          >
            <p className="mx-auto mt-1 max-w-sm text-gray-700">
              Press the bookmark on any quip to keep it here.
            </p>
          </TabEmpty>
        }
      />
    </>
  );
}
