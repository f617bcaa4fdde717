// Placeholder: the local payments service is implemented with the account issue.
export {};
