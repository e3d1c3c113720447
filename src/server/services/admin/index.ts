export { setAdmin } from "./admins.service";
export { deleteUser } from "./delete-user.service";
export { getAdminStats } from "./stats.service";
export { changeAdminAccess, listAdmins, listAllUsers, searchUsers } from "./users.service";
