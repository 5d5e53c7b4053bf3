import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api';
import { rememberProfile } from '@/lib/session/get-profile';
import type { MemberProfile } from '@/lib/session/user-store';

/** POST member.uploadAvatar: one image under fileDatas; the server checks its type by content. */
export function uploadAvatar(file: File): Promise<MemberProfile> {
  return apiUpload<MemberProfile>('/member/avatar', {}, { fileDatas: [file] });
}

/** Mutation hook of the avatar upload; the answered profile carries the new avatar. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: (profile) => rememberProfile(queryClient, profile) });
}
