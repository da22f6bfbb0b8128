import type { Generated } from "kysely";

export type Role = "owner" | "admin" | "moderator" | "viewer";

export interface AdminsTable {
  id: string;
  email: string;
  name: string;
  role: Role;
  password_hash: string;
  created_at: number;
  disabled_at: number | null;
}

export interface InvitationsTable {
  token_hash: string;
  email: string;
  role: Role;
  invited_by: string;
  created_at: number;
  expires_at: number;
  accepted_at: number | null;
}

export interface ConnectionsTable {
  id: string;
  name: string;
  app_id: string;
  region: "us" | "eu" | "in";
  chat_url: string;
  call_url: string;
  mgmt_url: string;
  api_key_sealed: string;
  mgmt_key_sealed: string | null;
  mgmt_secret_sealed: string | null;
  created_at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  actor_email: string;
  actor_role: string;
  app_id: string | null;
  action: string;
  target: string | null;
  input: string | null;
  outcome: "ok" | "error";
  error_code: string | null;
}

export interface SignInAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  at: number;
  success: number;
}

export interface Database {
  admins: AdminsTable;
  invitations: InvitationsTable;
  connections: ConnectionsTable;
  audit_log: AuditLogTable;
  sign_in_attempts: SignInAttemptsTable;
}
