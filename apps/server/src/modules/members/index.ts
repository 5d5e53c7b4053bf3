/** The public face of modules/members: all that code outside this folder may import from it. */
export { membersPlugin } from './members.plugin';
export { addMemberRoles, createMember, findMemberByEmail, findMemberById, membersByIds, setCompanyEmail } from './members.service';
export { otpMail } from './otp-message';
export { type OtpBinding, consumeCode, issueCode, otpKeyFrom, verifyCode, withdrawCode } from './otp.service';
export { hashPassword } from './password';
export { findSessionMember, findSessionMemberRememberingNonce, markSecondFactor } from './sessions.service';
