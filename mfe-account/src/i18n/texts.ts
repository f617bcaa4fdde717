import type { NamespaceTexts } from 'shared-contracts';

/** Texts of the account remote (namespace `account`) in all nine languages. */
export const accountTexts: NamespaceTexts = {
  "en": {
    "signIn": "Sign in with Google",
    "signOut": "Sign out",
    "accountOf": "Account of {{name}}"
  },
  "de": {
    "signIn": "Mit Google anmelden",
    "signOut": "Abmelden",
    "accountOf": "Konto von {{name}}"
  },
  "de-AT": {
    "signIn": "Mit Google anmelden",
    "signOut": "Abmelden",
    "accountOf": "Konto von {{name}}"
  },
  "es": {
    "signIn": "Iniciar sesión con Google",
    "signOut": "Cerrar sesión",
    "accountOf": "Cuenta de {{name}}"
  },
  "fr": {
    "signIn": "Se connecter avec Google",
    "signOut": "Se déconnecter",
    "accountOf": "Compte de {{name}}"
  },
  "ja": {
    "signIn": "Googleでログイン",
    "signOut": "ログアウト",
    "accountOf": "{{name}} のアカウント"
  },
  "ko": {
    "signIn": "Google로 로그인",
    "signOut": "로그아웃",
    "accountOf": "{{name}}님의 계정"
  },
  "zh-Hans": {
    "signIn": "使用 Google 登录",
    "signOut": "退出登录",
    "accountOf": "{{name}} 的账号"
  },
  "zh-Hant": {
    "signIn": "使用 Google 登入",
    "signOut": "登出",
    "accountOf": "{{name}} 的帳號"
  }
};
