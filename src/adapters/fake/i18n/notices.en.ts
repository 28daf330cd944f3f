import type { Dictionary } from '../../../domain/i18n';

/**
 * The maintenance notice is in Russian for RU, UA, KZ and AZ and in English
 * otherwise, whatever the page language (spec 000 §8), so both variants are
 * in every dictionary.
 */
export const MAINTENANCE_NOTICE_TEXTS: Dictionary = {
  main_maintenance_title_en: 'Scheduled maintenance',
  main_maintenance_text_en:
    'The server will be down for maintenance from {start} until {end}. The site and apps will be unavailable.',
  main_maintenance_title_ru: 'Технические работы',
  main_maintenance_text_ru: 'Сервер будет недоступен из-за технических работ с {start} до {end}. Сайт и приложения работать не будут.',
};

/** English texts of notices, reminders and session modals. Keys named by the spec keep its names. */
export const NOTICES_EN: Dictionary = {
  ...MAINTENANCE_NOTICE_TEXTS,
  main_notifications: 'Notifications',
  main_error_text: 'Something went wrong. Please try again.',
  main_account_will_set: 'Account {name} ({type}) will be set as active.',
  main_adblock_notice_title: 'Ad blocker detected',
  main_adblock_notice_text: 'The website is blocked by an ad blocker. Please disable it.',
  main_update_reload: 'Reload',
  main_google_one_tap_script_failed: 'Failed to load the Google One Tap script',
  modal_autologoff_inactivity_title: 'You have been logged out',
  modal_autologoff_inactivity_info: 'For your security you were logged out after a period of inactivity.',
  convert_main_account_title: 'Convert your main account',
  convert_main_account_text: 'Your main account can be converted to another currency in your account settings.',
  convert_additional_account_title: 'Convert your additional account',
  convert_additional_account_text: 'Your additional account can be converted in your account settings.',
  registration_reminder_title: 'Not with us yet?',
  registration_reminder_text: 'Sign up in a minute and get your welcome bonus.',
  registration_reminder_button: 'Sign up now',
  account_transfer_title: 'Account transfer',
  account_transfer_intro: 'Your account must be transferred. Confirm your phone number to continue.',
  account_transfer_country: 'Country code',
  account_transfer_phone: 'Phone number',
  account_transfer_send_code: 'Send code',
  account_transfer_code: 'Code from SMS',
  account_transfer_check_code: 'Confirm',
  account_transfer_wrong_code: 'Wrong code. Check it and try again.',
  account_transfer_done: 'Your account has been transferred. Keep your new sign-in details:',
  account_transfer_user_id: 'Account ID',
  account_transfer_password: 'Password',
  confirm_terms_text: 'Our terms and conditions have changed. Please read and accept them to continue.',
  confirm_terms_accept: 'Accept the terms',
  header_accounts_menu: 'Your accounts',
  account_type_0: 'Main',
  account_type_4: 'Bonus',
  account_type_9: 'Extra currency',
  account_title: '{type} · {name}',
  account_active: 'active',
  office_accounts_title: 'Accounts',
  office_account_column_account: 'Account',
  office_account_column_type: 'Type',
  office_account_column_balance: 'Balance',
  office_account_column_actions: 'Actions',
  office_account_make_active: 'Make {label} active',
  office_account_make_active_button: 'Make active',
  office_account_remove: 'Remove {label}',
  office_account_remove_button: 'Remove',
  office_add_currency_title: 'Add a currency',
  office_add_currency_label: 'Currency',
  office_add_currency_button: 'Add currency',
  office_add_currency_none: 'You have an account in every currency on offer.',
  office_currencies_load_error: 'The list of currencies could not be loaded.',
  office_currency_added: 'The new currency account is ready.',
  office_currency_pending: 'The new account is being opened and will appear shortly.',
  office_currency_removed: 'The account has been removed.',
};
