export default {
  title: 'How to connect the reader',
  intro: 'Step by step to turn the reader on and connect it to Ponto over Wi-Fi, network cable or USB.',
  tabs: 'Connection type',
  before: {
    title: 'Before you start',
    power: 'Use only the power supply that came with the reader: {{volts}} V, {{amperes}} A.',
    button: 'To turn it on, hold the power button for about {{holdSeconds}} seconds.',
    lens: 'A Lens reader is ready about {{lensMinutes}} minute after it is turned on.',
    led: 'The reader’s light says what it is doing: white starting or pairing, green ready, yellow needs calibration, cyan exam running, blinking cyan needs an action from you, red error, magenta misconfigured, all colours steady while updating.',
  },
  'reader-wifi': {
    tab: 'Wi-Fi',
    title: 'Connect over Wi-Fi',
    intro: 'Good for counters without a network cable. The signal must be good where the reader stands.',
    steps: {
      power:
        'Plug the power supply ({{volts}} V, {{amperes}} A) into the reader and hold the power button for about {{holdSeconds}} seconds.',
      pairing:
        'With the light white (pairing), follow the reader’s installation sheet to choose the Wi-Fi network.',
      network:
        'Choose the workplace’s Wi-Fi network and type its password. Guest networks with a sign-in page do not work.',
      ready: 'Wait until the light turns green (ready) or yellow (needs calibration).',
      check:
        'In Ponto, open Home → Readers: the reader shows with its Wi-Fi signal. With fewer than 2 of 4 bars, move the reader closer to the router.',
    },
  },
  'reader-cable': {
    tab: 'Network cable',
    title: 'Connect with a network cable',
    intro: 'The steadiest connection: use it when there is a network socket near the reader.',
    steps: {
      cable: 'Connect a network cable from the router (or switch) to the reader’s network port.',
      power:
        'Plug in the power supply ({{volts}} V, {{amperes}} A) and hold the power button for about {{holdSeconds}} seconds.',
      dhcp: 'The network gives the reader its address automatically (DHCP); nothing needs setting on the reader.',
      ready: 'Wait until the light turns green (ready) or yellow (needs calibration).',
      check: 'In Ponto, open Home → Readers: the reader shows with “Connection: Network cable”.',
    },
  },
  'reader-usb': {
    tab: 'USB',
    title: 'Connect over USB',
    intro: 'When there is neither Wi-Fi nor a network cable: the reader uses this computer’s internet.',
    steps: {
      usb: 'Connect the reader to this computer with the USB cable that came with it.',
      power:
        'Plug in the power supply ({{volts}} V, {{amperes}} A) and hold the power button for about {{holdSeconds}} seconds.',
      share:
        'Keep the computer on and online while you use the reader: if it shuts down or sleeps, the reader goes offline.',
      ready: 'Wait until the light turns green (ready) or yellow (needs calibration).',
      check: 'In Ponto, open Home → Readers: the reader shows with “Connection: USB”.',
    },
  },
  after: {
    title: 'After connecting',
    register: 'If the reader is not in the list, register it with the code on its label in Home → Readers.',
    calibrate: 'Yellow light: calibrate the reader in Calibrations before the first exam.',
    update:
      'An update takes {{updateMin}} to {{updateMax}} minutes: do not turn the reader off or unplug it meanwhile.',
    firewall:
      'If the network has a firewall, IT must let the reader connect to the Ponto server on the internet; support gives the address and port.',
    trouble: 'Reader offline or not updating?',
    networkCheck: 'Check the network',
    calibrations: 'Calibrations',
  },
  guideLink: 'Portal guides: first steps, exams, reports, capsules and stock',
  guide: {
    title: 'Portal guides',
    intro: "Step by step through the day's tasks in Ponto. Choose a guide.",
    list: 'Guides',
    all: 'All guides',
    open: 'Open: {{page}}',
    readers: 'How to connect the reader',
    items: {
      'first-steps': {
        title: 'First steps',
        summary: 'Sign in, choose the workplace and find your way around the menu.',
        steps: {
          login: 'Sign in with your CPF and password. If the portal asks, finish the training first.',
          workplace:
            'Choose the workplace in the menu: exams, stock and reports always belong to the chosen workplace.',
          readers: "On Home, see the workplace's readers; register a new reader by the code on its label.",
          menu: 'Use the side menu to reach the other areas; change the language with the language selector.',
        },
      },
      'patient-exam': {
        title: 'Register a patient and run an exam',
        summary: "From the patient's document to the report.",
        steps: {
          document:
            "In Register, enter the patient's document: if they are already registered, their data appears.",
          data: 'Check the personal data and address; minors need a legal guardian.',
          exam: 'Choose the exam and the report language and answer the questionnaire.',
          reader:
            'Confirm, choose the reader and follow the screen to collect the sample and insert the capsule.',
          progress: 'Follow the reading, analysis, send and report steps to the end.',
        },
      },
      'release-report': {
        title: 'Release a report',
        summary: 'Check a result and release its report.',
        steps: {
          list: 'Open Result double-check: it lists the results waiting for the analyst.',
          check: 'Choose Check and release on the exam and check the value, limits and notes.',
          release:
            'Choose Release result and confirm: the report is available as a PDF, with hashcode and QR code.',
          rectify: 'To correct a released result, use Rectify result: the report states it was rectified.',
        },
      },
      'nullify-capsule': {
        title: 'Invalidate a capsule',
        summary: 'Take a damaged or lost capsule out of use.',
        steps: {
          open: 'Open Invalidate capsule in the menu.',
          code: "Scan the capsule's QR code with the camera or type its code and lot.",
          confirm: 'Confirm: the invalidated capsule leaves the stock and can no longer be used.',
          list: 'The list of invalidated capsules shows who invalidated them and when.',
        },
      },
      'stock-orders': {
        title: 'Stock and orders',
        summary: 'Follow lots, order exams and receive the delivery.',
        steps: {
          stock:
            'In Stock → My stock, see the lots by exam: yellow expires within a week, expired is blocked.',
          order: 'In My orders, place an order and follow its status and delivery forecast.',
          arrival: 'When the delivery arrives, confirm it by its invoice in Confirm arrival.',
          transfer: 'In Exam transfer, send capsules to another workplace of the network.',
        },
      },
    },
  },
};
