import { Camera } from "lucide-react";
import { type ChangeEvent, useId } from "react";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { UserAvatar } from "#client/components/ui/user-avatar.tsx";
import { checkPhotoFile } from "#client/features/users/lib/photo-file.ts";
import { toast } from "#client/lib/toast/use-toast.ts";

type AvatarUser = { username: string; firstName?: string | null; profileImageUrl?: string | null };

/**
 * The current photo and a button to choose a new one. The file is checked first (an image of
 * at most 10 MB, else a toast saying why); `onFile` receives a file that passed.
 */
export function PhotoPicker({
  user,
  label,
  isUploading,
  onFile,
}: {
  user: AvatarUser;
  label: string;
  isUploading: boolean;
  onFile: (file: File) => void;
}) {
  const id = useId();
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ""; // the same file may be chosen again after a failure
    if (!file) return;
    const problem = checkPhotoFile(file);
    if (problem) toast({ ...problem, variant: "destructive" });
    else onFile(file);
  }
  return (
    <div className="flex items-center gap-4">
      <UserAvatar user={user} size="lg" />
      <div>
        <input
          id={id}
          type="file"
          accept="image/*"
          disabled={isUploading}
          onChange={onChange}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 hover:border-gray-400 hover:bg-gray-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          {isUploading ? (
            <Spinner className="size-4" />
          ) : (
            <Camera aria-hidden="true" className="size-4" />
          )}
          {isUploading ? "Uploading…" : label}
        </label>
        <p className="mt-1.5 text-sm text-gray-600">JPG, PNG or GIF, up to 10 MB.</p>
      </div>
    </div>
  );
}
