<?php
/**
 * The plaza's Contact Form 7 form: the fields and limits the site sends (lib/contact/fields.ts), three
 * hidden fields, and a mail that names the page, the language, the reference and the visitor's address
 * and browser. With Contact Form 7 active, the plugin creates the form, or puts an existing one back to
 * this shape, once after activation and after each plugin update, and stores its id in the option
 * `plaza_contact_form_id` (the site's CF7_FORM_ID). docs/contact.md shows the same form for sites that
 * manage Contact Form 7 by hand.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * Creates or updates the form.
 */
final class Plaza_Revalidate_Contact_Form {

	const OPTION_ID      = 'plaza_contact_form_id';
	/** The plugin version that last wrote the form; another version writes it again. */
	const OPTION_VERSION = 'plaza_contact_form_version';

	/** Field → maximum length in characters; the same numbers as the site's FIELD_LIMITS. */
	const LIMITS = array(
		'your-name'    => 200,
		'your-email'   => 254,
		'your-subject' => 200,
		'your-message' => 5000,
	);

	/** Which site form (`contact` or `pharmacy`), its language (`es`, `en`), the submission's reference key. */
	const HIDDEN = array( 'plaza-page', 'plaza-lang', 'plaza-reference' );

	/** Written before the visitor's message in the mail: the message is everything after it. */
	const MESSAGE_HEADING = 'Message:';

	/** The form's form-tags. The labels only matter in WordPress's admin: the site posts to REST. */
	public static function form(): string {
		$limits = self::LIMITS;
		return implode(
			"\n",
			array(
				'<label> Name / Nombre',
				"    [text* your-name maxlength:{$limits['your-name']} autocomplete:name] </label>",
				'',
				'<label> E-mail / Correo electrónico',
				"    [email* your-email maxlength:{$limits['your-email']} autocomplete:email] </label>",
				'',
				'<label> Subject / Asunto',
				"    [text* your-subject maxlength:{$limits['your-subject']}] </label>",
				'',
				'<label> Message / Mensaje',
				"    [textarea* your-message maxlength:{$limits['your-message']}] </label>",
				'',
				'[hidden plaza-page]',
				'[hidden plaza-lang]',
				'[hidden plaza-reference]',
				'',
				'[submit "Send / Enviar"]',
			)
		);
	}

	/**
	 * The mail to the plaza. Plain text; the visitor's message comes last, after MESSAGE_HEADING, exactly
	 * as typed (Contact Form 7 trims it, as the site already has). Reply goes to the visitor.
	 */
	public static function mail( string $sender ): array {
		return array(
			'active'             => true,
			'subject'            => '[_site_title] ([plaza-page], [plaza-lang]): [your-subject]',
			'sender'             => $sender,
			'recipient'          => '[_site_admin_email]',
			'body'               => implode(
				"\n",
				array(
					'Page: [plaza-page]',
					'Language: [plaza-lang]',
					'Reference: [plaza-reference]',
					'From: [your-name] <[your-email]>',
					'Subject: [your-subject]',
					"Visitor's address: [_remote_ip]",
					"Visitor's browser: [_user_agent]",
					'Sent through: [_site_title] ([_site_url])',
					'',
					self::MESSAGE_HEADING,
					'[your-message]',
				)
			),
			'additional_headers' => 'Reply-To: [your-email]',
			'attachments'        => '',
			'use_html'           => false,
			'exclude_blank'      => false,
		);
	}

	/**
	 * The site sends the message multipart, as Contact Form 7 requires, and multipart turns every line break
	 * into CRLF; the visitor typed LF (the site normalises to it), and so does the rest of the mail. Contact
	 * Form 7 counts a CRLF as one character for the limit but would mail both bytes: give it back the LF.
	 * Only the plaza's form; `wpcf7_posted_data_textarea` runs before validation and mail.
	 */
	public static function unix_line_breaks( $value ) {
		$form = class_exists( 'WPCF7_ContactForm' ) ? WPCF7_ContactForm::get_current() : null;
		if ( ! $form || $form->id() !== (int) get_option( self::OPTION_ID ) || ! is_string( $value ) ) {
			return $value;
		}
		return str_replace( "\r\n", "\n", $value );
	}

	/** Marks the form for writing on the next request (activation: Contact Form 7 may load after us). */
	public static function activate(): void {
		delete_option( self::OPTION_VERSION );
	}

	/** On `init`, after Contact Form 7's own: writes the form when this plugin version has not yet. */
	public static function maybe_sync(): void {
		if ( ! class_exists( 'WPCF7_ContactForm' ) || get_option( self::OPTION_VERSION ) === PLAZA_REVALIDATE_VERSION ) {
			return;
		}
		$id = self::sync();
		if ( $id ) {
			update_option( self::OPTION_VERSION, PLAZA_REVALIDATE_VERSION );
		}
	}

	/** Creates the form, or updates the one whose id is stored; returns its id (0 on failure). */
	public static function sync(): int {
		$form = WPCF7_ContactForm::get_instance( (int) get_option( self::OPTION_ID ) );
		if ( ! $form ) {
			$form = WPCF7_ContactForm::get_template( array( 'title' => 'Plaza París: contact', 'locale' => 'en_US' ) );
		}
		$form->set_properties(
			array(
				'form' => self::form(),
				'mail' => self::mail( '[_site_title] <' . WPCF7_ContactFormTemplate::from_email() . '>' ),
			)
		);
		$id = (int) $form->save();
		if ( $id ) {
			update_option( self::OPTION_ID, $id );
		}
		return $id;
	}
}
